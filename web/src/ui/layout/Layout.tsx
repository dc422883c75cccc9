import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';

/** Centres content at the site's reading width, with side gutters. */
export const StyledContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
`;

export const StyledSection = styled.section<{ $tone?: 'plain' | 'sunken' | 'night' }>`
  padding: ${space(18, 0)};
  background: ${({ $tone = 'plain', theme }) =>
    $tone === 'sunken' ? theme.colors.surfaceSunken : $tone === 'night' ? theme.colors.night : 'transparent'};
  color: ${({ $tone, theme }) => ($tone === 'night' ? theme.colors.onNight : 'inherit')};

  ${media.phone} {
    padding: ${space(12, 0)};
  }
`;

export const StyledEyebrow = styled.p`
  margin: ${space(0, 0, 2)};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

export const StyledSectionTitle = styled.h2`
  font-size: clamp(1.7rem, 3.2vw, 2.4rem);
  max-width: 22ch;
`;

export const StyledLead = styled.p`
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  max-width: 62ch;
`;

interface SectionHeadingProps {
  /** The title's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
}

/** A section's heading: the small line above its title, the title, and an optional lead. */
export function SectionHeading({ id, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <>
      <StyledEyebrow>{eyebrow}</StyledEyebrow>
      <StyledSectionTitle id={id}>{title}</StyledSectionTitle>
      {lead && <StyledLead>{lead}</StyledLead>}
    </>
  );
}

interface PageSectionProps {
  id?: string;
  tone?: 'plain' | 'sunken' | 'night';
  /** The section's heading, which names it; else the id of a title inside (labelledBy) or a name (label). */
  heading?: SectionHeadingProps;
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}

/** A band of a public page: the full-width section, its centred container and, when given, its heading. */
export function PageSection({ id, tone, heading, labelledBy, label, children }: PageSectionProps) {
  return (
    <StyledSection id={id} $tone={tone} aria-labelledby={heading?.id ?? labelledBy} aria-label={label}>
      <StyledContainer>
        {heading && <SectionHeading {...heading} />}
        {children}
      </StyledContainer>
    </StyledSection>
  );
}

export const StyledCard = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${space(6)};
`;

/** The document title for the page; React places it in <head>. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · Zest POS`}</title>;
}

const StyledFormPage = styled.div`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${space(14)} ${({ theme }) => theme.layout.gutter} ${space(18)};
  background:
    radial-gradient(circle at 12% 0%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 42%),
    radial-gradient(circle at 95% 100%, ${({ theme }) => theme.colors.highlightSoft} 0, transparent 40%);

  ${media.phone} {
    padding: ${space(7, 4, 12)};
  }
`;

const StyledFormCard = styled(StyledCard)<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${({ $wide, theme }) => ($wide ? '640px' : theme.layout.narrowWidth)};
  padding: ${space(9, 8)};

  ${media.phone} {
    padding: ${space(7, 5)};
  }

  h1 {
    font-size: 1.9rem;
    margin-bottom: ${space(2)};
  }
`;

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  margin-bottom: ${space(6)};
  overflow-wrap: anywhere;

  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

interface FormPageProps {
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** The frame of every account form: a centred card with a heading. */
export function FormPage({ title, intro, wide, children }: FormPageProps) {
  return (
    <StyledFormPage>
      <PageTitle>{title}</PageTitle>
      <StyledFormCard $wide={wide}>
        <h1>{title}</h1>
        {intro ? <StyledIntro>{intro}</StyledIntro> : null}
        {children}
      </StyledFormCard>
    </StyledFormPage>
  );
}

/** The stack of fields, alerts and buttons inside a form. */
export const StyledForm = styled.form`
  display: grid;
  gap: ${space(4)};
`;

export const StyledFormRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(4)};

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

export const StyledFormFooter = styled.p`
  margin: ${space(6, 0, 0)};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};

  a {
    font-weight: 650;
  }
`;

const StyledLoading = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(10, 0)};
  justify-content: center;
  color: ${({ theme }) => theme.colors.inkMuted};

  &::before {
    content: '';
    width: 20px;
    height: 20px;
    border-radius: 50%;
    border: 3px solid ${({ theme }) => theme.colors.border};
    border-top-color: ${({ theme }) => theme.colors.primary};
    animation: zest-spin 0.8s linear infinite;
  }

  @keyframes zest-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export function LoadingState({ children }: { children: ReactNode }) {
  return <StyledLoading role="status">{children}</StyledLoading>;
}
