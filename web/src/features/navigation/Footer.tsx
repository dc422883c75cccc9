import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { StyledContainer } from '../../ui/layout/Layout';
import { LogoMark } from '../../ui/layout/Logo';
import { RIGHTS_RESERVED } from '../../ui/format/words';

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
  grid-template-columns: 1.4fr repeat(3, 1fr);
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
  }

  /* A thumb-sized target (44 px) that still reads as a list of links. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    min-width: 44px;
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

/**
 * The site's footer. It carries no newsletter field: a sign-up that leads to no newsletter would
 * be a dead end, and news is what Contact is for (docs/decisions/0035-owner-small.md).
 */
export function Footer() {
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
        </StyledGrid>
        <StyledLegal>
          © {new Date().getFullYear()} {RIGHTS_RESERVED}
        </StyledLegal>
      </StyledContainer>
    </StyledFooter>
  );
}
