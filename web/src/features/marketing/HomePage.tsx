import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { ButtonLink } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/Icon';
import {
  PageTitle,
  SectionHeading,
  StyledCard,
  StyledContainer,
  StyledEyebrow,
  StyledLead,
  StyledSection,
  StyledSectionTitle,
} from '../../ui/Layout';
import { HeroOrdersPreview } from './HeroOrdersPreview';

const StyledHero = styled.section`
  padding: ${space(18, 0, 20)};
  background:
    radial-gradient(circle at 0% 0%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 45%),
    radial-gradient(circle at 100% 30%, ${({ theme }) => theme.colors.highlightSoft} 0, transparent 40%);

  ${media.phone} {
    padding: ${space(10, 0, 14)};
  }
`;

const StyledHeroGrid = styled(StyledContainer)`
  display: grid;
  grid-template-columns: 1.1fr 0.9fr;
  gap: ${space(14)};
  align-items: center;

  ${media.tablet} {
    grid-template-columns: 1fr;
    gap: ${space(10)};
  }

  h1 {
    font-size: clamp(2.3rem, 5.2vw, 3.6rem);
    letter-spacing: -0.015em;
    max-width: 16ch;
  }
`;

const StyledCallToAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin: ${space(7, 0, 5)};

  ${media.phone} {
    a {
      flex: 1 1 100%;
    }
  }
`;

const StyledAssurances = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2, 4)};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.93rem;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${space(2)};
  }

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const StyledGrid = styled.ul<{ $columns: number }>`
  margin: ${space(9, 0, 0)};
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${space(5)};

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

const StyledFeatureCard = styled(StyledCard).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};

  h3 {
    font-size: 1.15rem;
    margin: ${space(1, 0, 0)};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.96rem;
  }
`;

const StyledIconTile = styled.span<{ $tone?: 'primary' | 'accent' | 'highlight' }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ $tone = 'primary', theme }) =>
    $tone === 'accent'
      ? theme.colors.accentSoft
      : $tone === 'highlight'
        ? theme.colors.highlightSoft
        : theme.colors.primarySoft};
  color: ${({ $tone = 'primary', theme }) =>
    $tone === 'accent' ? theme.colors.accent : $tone === 'highlight' ? theme.colors.ink : theme.colors.primary};
`;

const StyledLevels = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: auto;
  padding-top: ${space(2)};
`;

const StyledLevel = styled.span`
  padding: ${space(0.5, 2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  font-size: 0.8rem;
  font-weight: 650;
`;

const StyledBusiness = styled(StyledCard).attrs({ as: 'li' })`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(4)};
  align-items: start;

  h3 {
    font-size: 1.2rem;
    margin: ${space(0, 0, 2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledSteps = styled.ol`
  margin: ${space(9, 0, 0)};
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space(5)};
  counter-reset: step;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.phone} {
    grid-template-columns: 1fr;
  }

  li {
    counter-increment: step;
    position: relative;
    padding: ${space(6, 6, 6)};
    border-radius: ${({ theme }) => theme.radii.large};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 38px;
    height: 38px;
    margin-bottom: ${space(4)};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }

  h3 {
    font-size: 1.1rem;
    margin: ${space(0, 0, 2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.96rem;
  }
`;

const StyledReasons = styled.div`
  display: grid;
  grid-template-columns: 0.9fr 1.1fr;
  gap: ${space(12)};
  align-items: start;

  ${media.tablet} {
    grid-template-columns: 1fr;
    gap: ${space(6)};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${space(4)};
  }

  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space(4)};
  }

  li svg {
    margin-top: ${space(0.5)};
    color: ${({ theme }) => theme.colors.highlight};
  }

  h3 {
    font-size: 1.1rem;
    margin: ${space(0, 0, 1)};
    color: ${({ theme }) => theme.colors.onNight};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.nightMuted};
  }
`;

const StyledNightTitle = styled(StyledSectionTitle)`
  color: ${({ theme }) => theme.colors.onNight};
`;

const StyledNightEyebrow = styled(StyledEyebrow)`
  color: ${({ theme }) => theme.colors.highlight};
`;

const StyledClosing = styled(StyledCard)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(6)};
  padding: ${space(10)};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primarySoft},
    ${({ theme }) => theme.colors.highlightSoft}
  );

  ${media.phone} {
    padding: ${space(7, 5)};
  }

  h2 {
    font-size: clamp(1.6rem, 3vw, 2.2rem);
    margin-bottom: ${space(2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    max-width: 52ch;
  }
`;

const StyledClosingActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};

  ${media.phone} {
    width: 100%;
    a {
      flex: 1 1 100%;
    }
  }
`;

interface Feature {
  icon: IconName;
  tone?: 'primary' | 'accent' | 'highlight';
  title: string;
  text: string;
  levels?: string[];
}

const features: Feature[] = [
  {
    icon: 'layers',
    title: 'Menus with modifier levels',
    text: 'Categories, products and sizes, with every modifier ordered the way guests ask for it.',
    levels: ['No', 'Little', 'Regular', 'Extra'],
  },
  {
    icon: 'pizza',
    tone: 'highlight',
    title: 'Toppings and sides',
    text: 'Price each topping by portion, or keep one price. Add sides with a tap.',
  },
  {
    icon: 'combo',
    tone: 'accent',
    title: 'Specials and combos',
    text: 'Bundle products into deals with quantities and one total price.',
  },
  {
    icon: 'bell',
    title: 'Live orders',
    text: 'Delivery, pickup and to-go tickets with customer lookup, schedule times and printed receipts.',
  },
  {
    icon: 'car',
    tone: 'accent',
    title: 'Driver cashouts',
    text: 'Drivers take their orders with a PIN, and what each one owes is counted for a clean cashout.',
  },
  {
    icon: 'chart',
    tone: 'highlight',
    title: 'Real-time dashboard',
    text: 'Orders and revenue by day, week, month or year, split by delivery, pickup and to-go.',
  },
  {
    icon: 'shield',
    title: 'Role-based access',
    text: 'Owners, cashiers and drivers each see their own screens, behind their own PINs.',
  },
  {
    icon: 'clock',
    tone: 'accent',
    title: 'Order history',
    text: 'Find past orders by date, type or phone number, and fix them when a guest calls back.',
  },
];

const businesses: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'pizza',
    title: 'Pizzerias',
    text: 'Sizes, toppings priced by portion, and a steady stream of delivery orders.',
  },
  {
    icon: 'burger',
    title: 'Fast food',
    text: 'Quick to-go tickets, combos at one price, and sides added in a single tap.',
  },
  {
    icon: 'coffee',
    title: 'Local diners',
    text: 'Regulars found by phone number, notes on every order, and a menu that changes with the day.',
  },
];

const steps = [
  { title: 'Create your account', text: 'Sign up in a minute, or look around with the demo account first.' },
  { title: 'Add your restaurant', text: 'Set your tax rate, delivery charge and a security PIN only you know.' },
  { title: 'Build your menu', text: 'Categories, products, sizes, toppings, sides and specials.' },
  { title: 'Start taking orders', text: 'Give cashiers and drivers their PINs and open the counter screen.' },
];

const reasons = [
  {
    title: 'Built for the rush',
    text: 'Big buttons, few steps, and a receipt ready before the guest reaches for a card.',
  },
  {
    title: 'Your numbers stay yours',
    text: 'Each restaurant’s data is kept apart from every other restaurant’s, and checked by the server on every request.',
  },
  {
    title: 'PINs, not shared passwords',
    text: 'Staff sign in to their screen with a short PIN; your owner account stays with you.',
  },
  {
    title: 'One simple monthly price',
    text: 'Plans go by how many restaurants you run, billed month to month.',
  },
  {
    title: 'Runs on what you have',
    text: 'A browser on a tablet, laptop or phone is all the counter needs.',
  },
];

export function HomePage() {
  return (
    <>
      <PageTitle>Point of sale for restaurants</PageTitle>
      <StyledHero aria-labelledby="home-hero-title">
        <StyledHeroGrid>
          <div>
            <StyledEyebrow>Point of sale for busy kitchens</StyledEyebrow>
            <h1 id="home-hero-title">Every order, menu and driver in one place.</h1>
            <StyledLead>
              Zest POS takes delivery, pickup and to-go orders, keeps your menu and toppings straight, settles up with
              drivers and shows you what you earned tonight.
            </StyledLead>
            <StyledCallToAction>
              <ButtonLink to="/sign-in" $size="large">
                Get started free
              </ButtonLink>
              <ButtonLink to="/plans" $size="large" $variant="secondary">
                See plans
              </ButtonLink>
            </StyledCallToAction>
            <StyledAssurances>
              <li>
                <Icon name="check" size={18} />
                Free demo account
              </li>
              <li>
                <Icon name="check" size={18} />
                Works in any browser
              </li>
              <li>
                <Icon name="check" size={18} />
                Month to month
              </li>
            </StyledAssurances>
          </div>
          <HeroOrdersPreview />
        </StyledHeroGrid>
      </StyledHero>

      <StyledSection id="features" aria-labelledby="home-features-title">
        <StyledContainer>
          <SectionHeading
            id="home-features-title"
            eyebrow="Features"
            title="Everything the counter and the kitchen need"
            lead="From the first menu item to the last cashout of the night."
          />
          <StyledGrid $columns={4}>
            {features.map((feature) => (
              <StyledFeatureCard key={feature.title}>
                <StyledIconTile $tone={feature.tone}>
                  <Icon name={feature.icon} />
                </StyledIconTile>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
                {feature.levels && (
                  <StyledLevels aria-label="Modifier levels">
                    {feature.levels.map((level) => (
                      <StyledLevel key={level}>{level}</StyledLevel>
                    ))}
                  </StyledLevels>
                )}
              </StyledFeatureCard>
            ))}
          </StyledGrid>
        </StyledContainer>
      </StyledSection>

      <StyledSection $tone="sunken" aria-labelledby="home-business-title">
        <StyledContainer>
          <SectionHeading
            id="home-business-title"
            eyebrow="Made for"
            title="Restaurants that live on takeout and delivery"
          />
          <StyledGrid $columns={3}>
            {businesses.map((business) => (
              <StyledBusiness key={business.title}>
                <StyledIconTile>
                  <Icon name={business.icon} />
                </StyledIconTile>
                <div>
                  <h3>{business.title}</h3>
                  <p>{business.text}</p>
                </div>
              </StyledBusiness>
            ))}
          </StyledGrid>
        </StyledContainer>
      </StyledSection>

      <StyledSection aria-labelledby="home-steps-title">
        <StyledContainer>
          <SectionHeading id="home-steps-title" eyebrow="How it works" title="Open for orders this afternoon" />
          <StyledSteps>
            {steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </StyledSteps>
        </StyledContainer>
      </StyledSection>

      <StyledSection $tone="night" aria-labelledby="home-reasons-title">
        <StyledContainer>
          <StyledReasons>
            <div>
              <StyledNightEyebrow>Why Zest POS</StyledNightEyebrow>
              <StyledNightTitle id="home-reasons-title">
                A point of sale you can trust on a Friday night
              </StyledNightTitle>
            </div>
            <ul>
              {reasons.map((reason) => (
                <li key={reason.title}>
                  <Icon name="spark" size={22} />
                  <div>
                    <h3>{reason.title}</h3>
                    <p>{reason.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </StyledReasons>
        </StyledContainer>
      </StyledSection>

      <StyledSection aria-labelledby="home-closing-title">
        <StyledContainer>
          <StyledClosing>
            <div>
              <h2 id="home-closing-title">Ready for a calmer service?</h2>
              <p>Create your account, or open the demo account and take a test order today.</p>
            </div>
            <StyledClosingActions>
              <ButtonLink to="/sign-in" $size="large">
                Start now
              </ButtonLink>
              <ButtonLink to="/contactus" $size="large" $variant="ghost">
                Talk to us
              </ButtonLink>
            </StyledClosingActions>
          </StyledClosing>
        </StyledContainer>
      </StyledSection>
    </>
  );
}
