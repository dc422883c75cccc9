import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SelectField, TextField } from '../../ui/controls/Field';
import { FormDialog } from '../../ui/controls/FormDialog';
import { CARD_READERS, PLACE_CARD_READER, REGISTER_CARD_READER, RETIRE_CARD_READER } from './readerOperations';
import { NO_TABLET, readerFormProblem, tabletOptions, type CardReader, type TabletChoice } from './readerRules';

interface Common {
  restaurantId: string;
  readers: readonly CardReader[];
  tablets: readonly TabletChoice[];
  onDone: (said: string) => void;
  onClose: () => void;
}

const refetch = (restaurantId: string) => ({ refetchQueries: [{ query: CARD_READERS, variables: { restaurantId } }] });

/** A new reader: the code its screen shows, a name, and the tablet it sits by. */
export function AddReaderDialog({
  restaurantId,
  readers,
  tablets,
  sandbox,
  onDone,
  onClose,
}: Common & { sandbox: boolean }) {
  const [register] = useMutation(REGISTER_CARD_READER, refetch(restaurantId));
  const [code, setCode] = useState('');
  const [name, setName] = useState(readers.length ? '' : 'Counter');
  const [tablet, setTablet] = useState(
    tablets.find((t) => !readers.some((r) => r.terminalId === t.id))?.id ?? NO_TABLET,
  );
  return (
    <FormDialog
      title="Add a card reader"
      description="The reader takes the card when the tablet it sits by prints an order with tender card."
      onClose={onClose}
      failure="The reader could not be added. Try again."
      submitLabel="Add the reader"
      busyLabel="Adding…"
      onSubmit={async () => {
        const problem = readerFormProblem(code, name);
        if (problem) return problem;
        await register({
          variables: {
            restaurantId,
            input: { registrationCode: code.trim(), name: name.trim(), terminalId: tablet || null },
          },
        });
        onDone(`${name.trim()} is on the counter.`);
      }}
    >
      <TextField
        label="Registration code"
        name="registrationCode"
        value={code}
        autoComplete="off"
        spellCheck={false}
        hint={
          sandbox
            ? 'In the sandbox, type simulated-wpe: a reader on this server stands in for a real one.'
            : 'On the reader: Settings → Generate pairing code.'
        }
        onChange={(event) => setCode(event.target.value)}
      />
      <TextField
        label="Name"
        name="readerName"
        value={name}
        maxLength={40}
        hint="What the counter calls it: Counter, Bar."
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label="By the tablet"
        name="tablet"
        options={tabletOptions(tablets, readers)}
        value={tablet}
        onChange={(event) => setTablet(event.target.value)}
      />
    </FormDialog>
  );
}

/** The reader moved to another tablet, or to none. */
export function MoveReaderDialog({
  reader,
  restaurantId,
  readers,
  tablets,
  onDone,
  onClose,
}: Common & { reader: CardReader }) {
  const [place] = useMutation(PLACE_CARD_READER, refetch(restaurantId));
  const [tablet, setTablet] = useState(reader.terminalId ?? NO_TABLET);
  const tag = tablets.find((t) => t.id === tablet)?.tag;
  return (
    <FormDialog
      title={`Move ${reader.name}`}
      description="Choose the tablet whose orders this reader takes the card for."
      onClose={onClose}
      failure="The reader could not be moved. Try again."
      submitLabel="Move the reader"
      busyLabel="Moving…"
      canSubmit={tablet !== (reader.terminalId ?? NO_TABLET)}
      onSubmit={async () => {
        await place({ variables: { id: reader.id, terminalId: tablet || null } });
        onDone(tag ? `${reader.name} is by tablet ${tag} now.` : `${reader.name} is by no tablet now.`);
      }}
    >
      <SelectField
        label="By the tablet"
        name="tablet"
        options={tabletOptions(tablets, readers, reader.id)}
        value={tablet}
        onChange={(event) => setTablet(event.target.value)}
      />
    </FormDialog>
  );
}

/** Asked once more: a retired reader takes no more cards (it is kept, so its payments still name it). */
export function RetireReaderDialog({
  reader,
  restaurantId,
  onDone,
  onClose,
}: Omit<Common, 'readers' | 'tablets'> & { reader: CardReader }) {
  const [retire] = useMutation(RETIRE_CARD_READER, refetch(restaurantId));
  return (
    <FormDialog
      title={`Retire ${reader.name}?`}
      description={`${reader.name} takes no more cards. Its payments keep its name; register it again to use it.`}
      onClose={onClose}
      failure="The reader could not be retired. Try again."
      submitLabel="Retire the reader"
      busyLabel="Retiring…"
      onSubmit={async () => {
        await retire({ variables: { id: reader.id } });
        onDone(`${reader.name} is retired.`);
      }}
    />
  );
}
