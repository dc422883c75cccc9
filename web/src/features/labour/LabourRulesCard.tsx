import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { CheckboxField, SelectField, StyledFieldset, StyledRadioOption, TextField } from '../../ui/controls/Field';
import { LoadingState } from '../../ui/layout/Layout';
import { EMPLOYEE_ROLES } from '../session/roles';
import { LABOUR_SETTINGS, UPDATE_LABOUR_SETTINGS } from './operations';
import {
  BREAK_CHOICES,
  dailyChoices,
  PAY_PERIODS,
  roleName,
  rulesForm,
  rulesInput,
  TIP_RULES,
  type LabourSettings,
  type RulesForm,
} from './settingsRules';
import { StyledLabourPanel } from './Labour.styles';

const StyledRulesForm = styled.form`
  display: grid;
  gap: ${space(5)};

  /* A checkbox is tapped by its label: a finger's height. */
  label:has(> input[type='checkbox']) {
    min-height: 44px;
  }
`;

const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${space(4)};
`;

const StyledChoice = styled(StyledRadioOption)`
  input {
    flex: none;
  }

  span {
    display: grid;
  }

  small {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/**
 * The owner's labour rules (docs/decisions/0085-the-time-clock.md): the time clock on or off (drivers then take
 * deliveries only on the clock), breaks paid or not, weekly and daily overtime, how tips are shared and by whom,
 * the pay period. Saved together; what is wrong is said in words, the server's refusals too.
 */
export function LabourRulesCard({ restaurantId }: { restaurantId: string }) {
  const { data, error } = useQuery(LABOUR_SETTINGS, { variables: { restaurantId } });
  const settings = data?.labourSettings;
  return (
    <StyledLabourPanel as="section" aria-labelledby="labour-rules-heading">
      <h2 id="labour-rules-heading">Labour rules</h2>
      {settings ? (
        <RulesForm restaurantId={restaurantId} settings={settings} />
      ) : error ? (
        <ErrorAlert>{failureMessage(error, 'We could not load the labour rules.')}</ErrorAlert>
      ) : (
        <LoadingState>Loading the labour rules…</LoadingState>
      )}
    </StyledLabourPanel>
  );
}

function RulesForm({ restaurantId, settings }: { restaurantId: string; settings: LabourSettings }) {
  const [form, setForm] = useState<RulesForm>(() => rulesForm(settings));
  const [save, { loading }] = useMutation(UPDATE_LABOUR_SETTINGS);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const change = (part: Partial<RulesForm>) => {
    setNote(null);
    setForm((f) => ({ ...f, ...part }));
  };
  const pool = (role: (typeof EMPLOYEE_ROLES)[number], part: Partial<RulesForm['pool'][typeof role]>) =>
    change({ pool: { ...form.pool, [role]: { ...form.pool[role], ...part } } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    setFailure(null);
    const checked = rulesInput(form);
    if ('problem' in checked) return setFailure(checked.problem);
    try {
      await save({
        variables: { restaurantId, input: checked.input },
        // Settings have no id of their own: the answer replaces the query's.
        update: (cache, { data: done }) => {
          if (done)
            cache.writeQuery({
              query: LABOUR_SETTINGS,
              variables: { restaurantId },
              data: { labourSettings: done.updateLabourSettings },
            });
        },
      });
      setNote('Labour rules saved.');
    } catch (saveError) {
      setFailure(failureMessage(saveError, 'The labour rules could not be saved. Try again.'));
    }
  };

  return (
    <StyledRulesForm onSubmit={(event) => void submit(event)} noValidate aria-labelledby="labour-rules-heading">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {note && <SuccessNote>{note}</SuccessNote>}
      <CheckboxField
        label="Use the time clock: drivers must be on the clock to take deliveries"
        checked={form.timeClock}
        onChange={(timeClock) => change({ timeClock })}
      />
      <StyledFields>
        <SelectField
          label="Breaks"
          name="breaks"
          options={BREAK_CHOICES}
          value={form.paidBreaks ? 'paid' : 'unpaid'}
          onChange={(event) => change({ paidBreaks: event.target.value === 'paid' })}
        />
        <TextField
          label="Weekly overtime after"
          name="weeklyHours"
          hint="Hours worked in a week; 40 by default."
          inputMode="numeric"
          value={form.weeklyHours}
          onChange={(event) => change({ weeklyHours: event.target.value })}
        />
        <SelectField
          label="Daily overtime"
          name="dailyHours"
          options={dailyChoices(settings.dailyOvertimeMinutes)}
          value={form.dailyHours}
          onChange={(event) => change({ dailyHours: event.target.value })}
        />
        <SelectField
          label="Pay period"
          name="payPeriod"
          options={PAY_PERIODS}
          value={form.payPeriod}
          onChange={(event) => change({ payPeriod: event.target.value })}
        />
      </StyledFields>
      <StyledFieldset>
        <legend>Tips</legend>
        {TIP_RULES.map((rule) => (
          <StyledChoice key={rule.value}>
            <input
              type="radio"
              name="tipRule"
              value={rule.value}
              checked={form.tipRule === rule.value}
              onChange={() => change({ tipRule: rule.value })}
            />
            <span>
              {rule.label}
              <small>{rule.hint}</small>
            </span>
          </StyledChoice>
        ))}
      </StyledFieldset>
      {form.tipRule !== 'keep' && (
        <StyledFieldset>
          <legend>{form.tipRule === 'hours' ? 'Roles in the pool' : 'Each role’s share (%), adding up to 100'}</legend>
          <StyledFields>
            {EMPLOYEE_ROLES.map((role) =>
              form.tipRule === 'hours' ? (
                <CheckboxField
                  key={role}
                  label={roleName(role)}
                  checked={form.pool[role].in}
                  onChange={(checked) => pool(role, { in: checked })}
                />
              ) : (
                <TextField
                  key={role}
                  label={`${roleName(role)} (%)`}
                  name={`share-${role}`}
                  inputMode="numeric"
                  value={form.pool[role].percent}
                  onChange={(event) => pool(role, { percent: event.target.value })}
                />
              ),
            )}
          </StyledFields>
        </StyledFieldset>
      )}
      <div>
        <StyledButton type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save labour rules'}
        </StyledButton>
      </div>
    </StyledRulesForm>
  );
}
