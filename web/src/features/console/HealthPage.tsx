import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { StyledButton } from '../../ui/controls/Button';
import { PageTitle } from '../../ui/layout/Layout';
import { StyledRowList } from '../../ui/layout/Lists';
import { formatWhen, QueryState, UpBadge } from './ConsoleUi';
import { StyledConsoleHeading, StyledMuted } from './ConsoleUi.styles';
import { PLATFORM_HEALTH, SERVICE_NAMES } from './operations';
import { useCallToken } from '../session/ScopedSessionProvider';

interface Part {
  name: string;
  up: boolean;
}
interface Card {
  name: string;
  up: boolean;
  checkedAt: string;
  parts: Part[];
  note?: string;
}

const StyledCards = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  gap: ${space(4)};

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

const StyledCard = styled.li<{ $up: boolean }>`
  padding: ${space(4, 5)};
  border: 1px solid ${({ $up, theme }) => ($up ? theme.colors.border : theme.colors.dangerBorder)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
    margin: 0 0 ${space(1)};
    font-size: 1.15rem;
  }
`;

const StyledParts = styled(StyledRowList)`
  margin-top: ${space(3)};

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
  }
`;

/**
 * The gateway's own /readyz: its readiness (itself and Redis), and the parts it lists without failing on
 * them: PostgreSQL as the services see it and whether each service is ready.
 */
async function readGateway(token: string | null): Promise<Card> {
  const checkedAt = new Date().toISOString();
  try {
    // Internal to all but an admin (decision 0075): the admin's token opens it.
    const headers = { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await fetch('/readyz', { headers });
    const body = (await res.json()) as {
      ready?: boolean;
      checks?: Record<string, boolean>;
      parts?: Record<string, boolean>;
    };
    const parts = Object.entries({ ...body.checks, ...body.parts }).map(([name, up]) => ({ name, up }));
    return { name: 'gateway', up: body.ready === true, checkedAt, parts };
  } catch {
    return { name: 'gateway', up: false, checkedAt, parts: [], note: 'The gateway did not answer.' };
  }
}

function useGatewayReadiness() {
  const [card, setCard] = useState<Card | null>(null);
  const [round, setRound] = useState(0);
  const token = useCallToken();
  useEffect(() => {
    let current = true;
    void readGateway(token).then((answer) => {
      if (current) setCard(answer);
    });
    return () => {
      current = false;
    };
  }, [round, token]);
  return { card, check: () => setRound((r) => r + 1) };
}

function HealthCard({ card }: { card: Card }) {
  return (
    <StyledCard $up={card.up} aria-labelledby={`health-${card.name}`}>
      <h3 id={`health-${card.name}`}>
        {card.name} <UpBadge up={card.up} />
      </h3>
      <StyledMuted>Checked {formatWhen(card.checkedAt)}</StyledMuted>
      {card.note && <p>{card.note}</p>}
      {card.parts.length > 0 && (
        <StyledParts aria-label={`Parts of ${card.name}`}>
          {card.parts.map((part) => (
            <li key={part.name}>
              <span>{part.name}</span> <UpBadge up={part.up} />
            </li>
          ))}
        </StyledParts>
      )}
    </StyledCard>
  );
}

/** /admin/health: each service's stores and the gateway's view of all of them, up or down, with when. */
export function HealthPage() {
  const { data, loading, error, refetch } = useQuery(PLATFORM_HEALTH, {
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    pollInterval: 15_000,
  });
  const gateway = useGatewayReadiness();
  const health = data?.platformHealth;
  const [askedAt, setAskedAt] = useState(() => new Date().toISOString());
  const cards: Card[] = health
    ? SERVICE_NAMES.map((name) => {
        const service = health[name];
        return service
          ? { name, up: service.up, checkedAt: service.checkedAt, parts: service.parts }
          : { name, up: false, checkedAt: askedAt, parts: [], note: `The ${name} service did not answer.` };
      })
    : [];

  const refresh = () => {
    setAskedAt(new Date().toISOString());
    void refetch();
    gateway.check();
  };

  return (
    <section aria-labelledby="health-title">
      <PageTitle>Health · Operator console</PageTitle>
      <StyledConsoleHeading>
        <div>
          <h2 id="health-title">Services and stores</h2>
          <p>Each service&apos;s database and Redis, and the gateway&apos;s view of the whole platform.</p>
        </div>
        <StyledButton type="button" $variant="secondary" disabled={loading} onClick={refresh}>
          {loading ? 'Checking…' : 'Check again'}
        </StyledButton>
      </StyledConsoleHeading>
      <QueryState loading={loading} error={error} hasData={!!health} what="health" onRetry={refresh}>
        <StyledCards aria-label="Services">
          {gateway.card && <HealthCard card={gateway.card} />}
          {cards.map((card) => (
            <HealthCard key={card.name} card={card} />
          ))}
        </StyledCards>
      </QueryState>
    </section>
  );
}
