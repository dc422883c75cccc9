import { ButtonLink } from '../../ui/controls/ButtonLink';
import { Icon, type IconName } from '../../ui/controls/Icon';
import { PageSection, PageTitle, StyledEyebrow, StyledLead } from '../../ui/layout/Layout';
import { HeroOrdersPreview } from './HeroOrdersPreview';
import {
  StyledHero,
  StyledHeroGrid,
  StyledCallToAction,
  StyledAssurances,
  StyledGrid,
  StyledFeatureCard,
  StyledIconTile,
  StyledLevels,
  StyledLevel,
  StyledBusiness,
  StyledSteps,
  StyledReasons,
  StyledNightTitle,
  StyledNightEyebrow,
  StyledClosing,
  StyledClosingActions,
} from './HomePage.styles';

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

      <PageSection
        id="features"
        heading={{
          id: 'home-features-title',
          eyebrow: 'Features',
          title: 'Everything the counter and the kitchen need',
          lead: 'From the first menu item to the last cashout of the night.',
        }}
      >
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
      </PageSection>

      <PageSection
        tone="sunken"
        heading={{
          id: 'home-business-title',
          eyebrow: 'Made for',
          title: 'Restaurants that live on takeout and delivery',
        }}
      >
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
      </PageSection>

      <PageSection
        heading={{ id: 'home-steps-title', eyebrow: 'How it works', title: 'Open for orders this afternoon' }}
      >
        <StyledSteps>
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </StyledSteps>
      </PageSection>

      <PageSection tone="night" labelledBy="home-reasons-title">
        <StyledReasons>
          <div>
            <StyledNightEyebrow>Why Zest POS</StyledNightEyebrow>
            <StyledNightTitle id="home-reasons-title">A point of sale you can trust on a Friday night</StyledNightTitle>
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
      </PageSection>

      <PageSection labelledBy="home-closing-title">
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
      </PageSection>
    </>
  );
}
