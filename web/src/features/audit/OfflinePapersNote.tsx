import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { space } from '../../theme/theme';
import { ErrorAlert } from '../../ui/controls/Alert';
import { formatDayTime } from '../../ui/format/dates';
import { AUDIT_OFFLINE_PAPERS } from './operations';

const StyledList = styled.ul`
  margin: ${space(1, 0, 0)};
  padding-left: ${space(5)};
  font-weight: 500;
`;

const StyledWrap = styled.div`
  margin-bottom: ${space(5)};
`;

/**
 * Offline numbers a tablet gave that never arrived (docs/decisions/0052-offline-papers-checked.md): each is a
 * paper printed, maybe paid, that is neither in the books nor waiting on its tablet — an outbox entry deleted,
 * a tablet lost. Shown above the trail until the paper arrives; nothing when every number is accounted for.
 */
export function OfflinePapersNote({ restaurantId, timeZone }: { restaurantId: string; timeZone?: string }) {
  const { data } = useQuery(AUDIT_OFFLINE_PAPERS, { variables: { restaurantId }, fetchPolicy: 'cache-and-network' });
  const missing = (data?.offlinePapers.terminals ?? []).filter((t) => t.missing.length > 0);
  if (!missing.length) return null;
  return (
    <StyledWrap>
      <ErrorAlert>
        <p>Offline papers that never arrived: a sale may be missing from the books. Find the paper and enter it.</p>
        <StyledList>
          {missing.map((t) => (
            <li key={t.id} data-tablet={t.tag}>
              {t.missing.join(', ')} never arrived (tablet {t.tag}
              {t.lastSeenAt ? `, last heard ${formatDayTime(t.lastSeenAt, timeZone)}` : ''}
              {t.waiting.length ? `; ${t.waiting.join(', ')} still waiting on it` : ''})
            </li>
          ))}
        </StyledList>
      </ErrorAlert>
    </StyledWrap>
  );
}
