import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { serverMessageOr } from '../../graphql/errors';
import { media, space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { TextAreaField, TextField } from '../../ui/controls/Field';
import { Icon, type IconName } from '../../ui/controls/Icon';
import { PageTitle, StyledCard, StyledContainer, StyledForm, StyledFormRow, StyledLead } from '../../ui/layout/Layout';
import { contactMessageProblem, EMPTY_CONTACT_MESSAGE } from './contactMessage';
import { SEND_CONTACT_MESSAGE, type ContactMessage } from './operations';

const StyledPage = styled(StyledContainer)`
  display: grid;
  grid-template-columns: 1fr 1.25fr;
  gap: ${space(12)};
  padding-top: ${space(16)};
  padding-bottom: ${space(20)};

  ${media.tablet} {
    grid-template-columns: 1fr;
    gap: ${space(7)};
    padding-top: ${space(9)};
  }

  h1 {
    font-size: clamp(2rem, 4vw, 2.8rem);
  }
`;

const StyledReasons = styled.ul`
  margin: ${space(7, 0, 0)};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(4)};

  li {
    display: flex;
    gap: ${space(4)};
    align-items: flex-start;
  }

  strong {
    display: block;
  }

  span {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledReasonIcon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledFormCard = styled(StyledCard)`
  padding: ${space(8)};

  ${media.phone} {
    padding: ${space(6, 4)};
  }

  h2 {
    font-size: 1.5rem;
  }
`;

const reasons: { icon: IconName; title: string; text: string }[] = [
  { icon: 'compass', title: 'Choosing a plan', text: 'Tell us how many locations you run and we will help you pick.' },
  {
    icon: 'store',
    title: 'Enterprise and groups',
    text: 'More than three restaurants? Talk to sales about Enterprise.',
  },
  { icon: 'heart', title: 'Help with your account', text: 'Stuck on something? A real person reads every message.' },
];

const nameFields: { name: keyof ContactMessage; label: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];

export function ContactPage() {
  const [form, setForm] = useState<ContactMessage>(EMPTY_CONTACT_MESSAGE);
  const [error, setError] = useState<string | null>(null);
  const [sentNote, setSentNote] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SEND_CONTACT_MESSAGE);

  const change = (name: keyof ContactMessage) => (value: string) => setForm((now) => ({ ...now, [name]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSentNote(null);
    const problem = contactMessageProblem(form);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const input: ContactMessage = {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim(),
      subject: form.subject.trim(),
      message: form.message.trim(),
    };
    try {
      const { data } = await send({ variables: { input } });
      setSentNote(data?.sendContactMessage.message || 'Message sent!');
      setForm(EMPTY_CONTACT_MESSAGE);
    } catch (failure) {
      setError(serverMessageOr(failure, 'Error sending message.'));
    }
  };

  return (
    <StyledPage>
      <PageTitle>Contact us</PageTitle>
      <div>
        <h1>Talk to the Zest POS team</h1>
        <StyledLead>
          Questions about plans, a walkthrough for your staff, or help with your account: send us a note.
        </StyledLead>
        <StyledReasons>
          {reasons.map((reason) => (
            <li key={reason.title}>
              <StyledReasonIcon>
                <Icon name={reason.icon} />
              </StyledReasonIcon>
              <div>
                <strong>{reason.title}</strong>
                <span>{reason.text}</span>
              </div>
            </li>
          ))}
        </StyledReasons>
      </div>
      <StyledFormCard>
        <h2>Send us a message</h2>
        <StyledForm onSubmit={onSubmit} noValidate>
          {sentNote && <SuccessNote>{sentNote}</SuccessNote>}
          {error && <ErrorAlert>{error}</ErrorAlert>}
          <StyledFormRow>
            {nameFields.map((field) => (
              <TextField
                key={field.name}
                label={field.label}
                name={field.name}
                autoComplete={field.autoComplete}
                value={form[field.name]}
                onChange={(event) => change(field.name)(event.target.value)}
              />
            ))}
          </StyledFormRow>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={form.email}
            onChange={(event) => change('email')(event.target.value)}
          />
          <TextField
            label="Subject"
            name="subject"
            value={form.subject}
            onChange={(event) => change('subject')(event.target.value)}
          />
          <TextAreaField
            label="Message"
            name="message"
            value={form.message}
            onChange={(event) => change('message')(event.target.value)}
          />
          <StyledButton type="submit" $size="large" $block disabled={loading}>
            {loading ? 'Sending…' : 'Send Message'}
          </StyledButton>
        </StyledForm>
      </StyledFormCard>
    </StyledPage>
  );
}
