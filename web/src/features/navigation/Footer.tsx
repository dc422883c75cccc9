import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { StyledButton } from '../../ui/Button';
import { StyledInput } from '../../ui/Field';
import { StyledContainer } from '../../ui/Layout';
import { LogoMark } from '../../ui/Logo';

const StyledFooter = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.nightMuted};
  padding: ${space(14, 0, 7)};

  a {
    color: ${({ theme }) => theme.colors.nightMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.onNight};
    text-decoration: underline;
  }
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: 1.4fr repeat(3, 1fr) 1.6fr;
  gap: ${space(8)};

  ${media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${media.phone} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledBrand = styled.div`
  ${media.tablet} {
    grid-column: 1 / -1;
  }

  p {
    max-width: 32ch;
    margin-top: ${space(3)};
  }
`;

const StyledBrandName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  color: ${({ theme }) => theme.colors.onNight};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.3rem;
  font-weight: 700;
`;

const StyledColumn = styled.nav`
  h2 {
    margin: ${space(0, 0, 3)};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 0.8rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.onNight};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${space(2)};
  }
`;

const StyledNewsletter = styled.form`
  ${media.tablet} {
    grid-column: 1 / -1;
  }

  label {
    display: block;
    margin-bottom: ${space(2)};
    color: ${({ theme }) => theme.colors.onNight};
    font-weight: 600;
  }

  p {
    margin: ${space(2, 0, 0)};
    font-size: 0.85rem;
  }
`;

const StyledNewsletterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};

  input {
    flex: 1 1 180px;
    min-width: 0;
  }

  button {
    flex: 1 0 auto;
  }
`;

const StyledLegal = styled.div`
  margin-top: ${space(10)};
  padding-top: ${space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.9rem;
`;

const columns = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: '/#features' },
      { label: 'Plans', to: '/plans' },
      { label: 'Try the demo', to: '/sign-in' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/aboutus' },
      { label: 'Contact', to: '/contactus' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Create an account', to: '/sign-up' },
      { label: 'Forgot password', to: '/forgetPassword' },
    ],
  },
];

export function Footer() {
  const newsletterHintId = useId();
  return (
    <StyledFooter>
      <StyledContainer>
        <StyledGrid>
          <StyledBrand>
            <StyledBrandName>
              <LogoMark size={30} />
              Zest POS
            </StyledBrandName>
            <p>The point of sale and back office for pizzerias, fast food counters and local diners.</p>
          </StyledBrand>
          {columns.map((column) => (
            <StyledColumn key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </StyledColumn>
          ))}
          {/* docs/product.md#navigation: the newsletter field is a placeholder and is not wired to anything yet. */}
          <StyledNewsletter onSubmit={(event) => event.preventDefault()} noValidate>
            <label htmlFor={`${newsletterHintId}-email`}>Product news</label>
            <StyledNewsletterRow>
              <StyledInput
                id={`${newsletterHintId}-email`}
                type="email"
                autoComplete="email"
                placeholder="you@restaurant.com"
                aria-describedby={newsletterHintId}
              />
              <StyledButton type="submit" $variant="onNight">
                Keep me posted
              </StyledButton>
            </StyledNewsletterRow>
            <p id={newsletterHintId}>Our newsletter is coming soon.</p>
          </StyledNewsletter>
        </StyledGrid>
        <StyledLegal>© {new Date().getFullYear()} Zest POS. All rights reserved.</StyledLegal>
      </StyledContainer>
    </StyledFooter>
  );
}
