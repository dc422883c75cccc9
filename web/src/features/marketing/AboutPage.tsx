import { ButtonLink } from '../../ui/controls/ButtonLink';
import { Icon, type IconName } from '../../ui/controls/Icon';
import {
  PageSection,
  PageTitle,
  SectionHeading,
  StyledContainer,
  StyledEyebrow,
  StyledLead,
} from '../../ui/layout/Layout';
import {
  StyledIntro,
  StyledStory,
  StyledPair,
  StyledStatement,
  StyledValues,
  StyledValueIcon,
  StyledRoadmap,
  StyledWhen,
  StyledGetStarted,
} from './AboutPage.styles';

const values: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'clock',
    title: 'Speed at the counter',
    text: 'Every screen is measured in taps, because the line does not wait.',
  },
  { icon: 'eye', title: 'Plain numbers', text: 'Totals, tax and cashouts you can check with a calculator.' },
  {
    icon: 'shield',
    title: 'Trust by design',
    text: 'PINs and passwords are checked on our servers, never in the browser.',
  },
  { icon: 'heart', title: 'Owners first', text: 'We build what restaurant owners ask for, in the order they need it.' },
];

const roadmap = [
  {
    when: 'Now',
    title: 'Orders, menus and drivers',
    text: 'Delivery, pickup and to-go orders, menus with sizes, toppings, sides and specials, driver cashouts and revenue by period.',
  },
  {
    when: 'Next',
    title: 'Self-serve billing',
    text: 'Subscribe, change plan and manage billing from your own dashboard.',
  },
  {
    when: 'Later',
    title: 'More ways to order',
    text: 'Tools that bring the orders your guests place elsewhere into the same live screen.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageTitle>About us</PageTitle>
      <StyledContainer>
        <StyledIntro>
          <StyledEyebrow>About Zest POS</StyledEyebrow>
          <h1>Made for the people behind the counter</h1>
          <StyledLead>
            Zest POS is a point of sale and back office for independent restaurants: the pizzeria on the corner, the
            burger stand, the diner with regulars who never need to read the menu.
          </StyledLead>
        </StyledIntro>
      </StyledContainer>

      <PageSection labelledBy="about-story-title">
        <StyledStory>
          <div>
            <SectionHeading
              id="about-story-title"
              eyebrow="Our story"
              title="It started with a paper ticket on a Friday night"
            />
          </div>
          <div>
            <p>
              Small restaurants run on handwritten tickets, a phone that never stops and a drawer of cash that has to
              add up at closing. The tools built for big chains cost too much and do too little of what a takeout
              kitchen needs.
            </p>
            <p>
              So we built one system for the whole night: the menu with every topping and portion, the order at the
              counter, the driver who takes it out, and the numbers the owner reads when the doors close.
            </p>
          </div>
        </StyledStory>
      </PageSection>

      <PageSection tone="sunken" label="Mission and vision">
        <StyledPair>
          <StyledStatement>
            <StyledEyebrow>Mission</StyledEyebrow>
            <h2>Make every service calmer</h2>
            <p>
              Give independent restaurants a point of sale that is fast at the counter, clear in the kitchen and honest
              in the numbers.
            </p>
          </StyledStatement>
          <StyledStatement>
            <StyledEyebrow>Vision</StyledEyebrow>
            <h2>Great tools for small kitchens</h2>
            <p>
              A neighbourhood restaurant should run on software as good as the big chains use, at a price it can afford.
            </p>
          </StyledStatement>
        </StyledPair>
      </PageSection>

      <PageSection heading={{ id: 'about-values-title', eyebrow: 'Values', title: 'What we hold ourselves to' }}>
        <StyledValues>
          {values.map((value) => (
            <li key={value.title}>
              <StyledValueIcon>
                <Icon name={value.icon} />
              </StyledValueIcon>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </StyledValues>
      </PageSection>

      <PageSection
        tone="sunken"
        heading={{ id: 'about-roadmap-title', eyebrow: 'Roadmap', title: 'Where we are going' }}
      >
        <StyledRoadmap>
          {roadmap.map((stage) => (
            <li key={stage.title}>
              <StyledWhen>{stage.when}</StyledWhen>
              <h3>{stage.title}</h3>
              <p>{stage.text}</p>
            </li>
          ))}
        </StyledRoadmap>
      </PageSection>

      <PageSection>
        <StyledGetStarted>
          <div>
            <h2>See it for yourself</h2>
            <p>Create an account or try the demo: it takes a minute.</p>
          </div>
          <ButtonLink to="/sign-in" $size="large">
            Get Started
          </ButtonLink>
        </StyledGetStarted>
      </PageSection>
    </>
  );
}
