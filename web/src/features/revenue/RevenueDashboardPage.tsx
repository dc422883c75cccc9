import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RevenueQuery } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { StyledDashboardPage } from '../../ui/layout/Dashboard';
import { SelectField } from '../../ui/controls/Field';
import { LoadingState } from '../../ui/layout/Layout';
import { formatDollars } from '../../ui/format/money';
import { HubScreen, HubScreenHeading } from '../session/HubScreen';
import { useScopedSession } from '../session/ScopedSessionProvider';
import { REVENUE } from './operations';
import { CloseDaySection } from './CloseDaySection';
import { TipsSection } from './TipsSection';
import {
  emptyMonthsNote,
  isRevenuePeriod,
  monthLabel,
  periodLabel,
  periodRange,
  REVENUE_PERIODS,
  voidsNote,
  discountsNote,
  onlineNote,
  kitchenMinutes,
  kitchenNote,
} from './rules';
import {
  StyledToolbar,
  StyledCards,
  StyledFigure,
  StyledValue,
  StyledNote,
  StyledParts,
  StyledSection,
  StyledChart,
  StyledMonths,
  StyledEmpty,
  StyledMonthsHead,
  StyledMonthCard,
  StyledEmptyMonths,
} from './RevenueDashboardPage.styles';

/** The chart library comes with the chart, after the figures. */
const RevenueChart = lazy(() => import('./RevenueChart'));

/**
 * /RevenueDashboard/:id (docs/product.md#revenue): for the owner and managers.
 * It works in the restaurant's manager session, as the hub does: reached from
 * the hub it is already open in the tab; otherwise it asks for the security
 * PIN. A cashier's or a driver's session never reaches it.
 */
export default function RevenueDashboardPage() {
  return (
    <HubScreen screen="Revenue">
      <RevenueDashboard />
    </HubScreen>
  );
}

function RevenueDashboard() {
  const { restaurantId } = useScopedSession();
  const [params, setParams] = useSearchParams();
  const periodParam = params.get('period');
  const period = isRevenuePeriod(periodParam) ? periodParam : 'today';
  // The breakdown's year is kept in the address beside the period; none means this year (the server's).
  const yearParam = params.get('year');
  const year = yearParam && /^\d{4}$/.test(yearParam) ? Number(yearParam) : undefined;
  const revenue = useQuery(REVENUE, { variables: { restaurantId, period, year }, fetchPolicy: 'cache-and-network' });
  const report =
    revenue.data?.revenue.period === period && (year === undefined || revenue.data.revenue.year === year)
      ? revenue.data.revenue
      : undefined;
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <StyledDashboardPage>
      <HubScreenHeading title="Revenue" />
      <StyledToolbar>
        <SelectField
          label="Period"
          name="period"
          options={REVENUE_PERIODS}
          value={period}
          onChange={(event) => setParam('period', event.target.value)}
        />
        {report && (
          <p>
            {periodLabel(report.period)}: {periodRange(report.fromDay, report.toDay)} · {report.timeZone} time
          </p>
        )}
      </StyledToolbar>
      {!report ? (
        revenue.error ? (
          <ErrorAlert>
            {failureMessage(revenue.error, 'We could not load the revenue. Please try again.')}
            <p>
              <StyledButton type="button" $variant="secondary" onClick={() => void revenue.refetch()}>
                Try again
              </StyledButton>
            </p>
          </ErrorAlert>
        ) : (
          <LoadingState>Loading the revenue…</LoadingState>
        )
      ) : (
        <Report report={report} onYear={(chosen) => setParam('year', String(chosen))} />
      )}
      <TipsSection restaurantId={restaurantId} />
      <CloseDaySection restaurantId={restaurantId} />
    </StyledDashboardPage>
  );
}

function Report({ report, onYear }: { report: RevenueQuery['revenue']; onYear: (year: number) => void }) {
  const year = report.year;
  const thisYear = Number(report.today.slice(0, 4));
  const yearOrders = report.months.reduce((sum, month) => sum + month.orders, 0);
  const online = report.byChannel.find((c) => c.channel === 'online');
  const emptyMonths = yearOrders > 0 ? emptyMonthsNote(report.months) : null;
  return (
    <>
      <StyledCards aria-label={`${periodLabel(report.period)} figures`}>
        <StyledFigure data-figure="total-orders">
          <h2>Total Orders</h2>
          <StyledValue>{report.totalOrders}</StyledValue>
        </StyledFigure>
        <StyledFigure $wide data-figure="total-revenue">
          <h2>Total Revenue</h2>
          <StyledValue>{formatDollars(report.totalRevenueCents)}</StyledValue>
          <StyledParts aria-label="Total revenue is made of">
            <dt>Orders (subtotal)</dt>
            <dd>{formatDollars(report.subtotalCents)}</dd>
            <dt>Delivery charges</dt>
            <dd data-figure="delivery-charges">{formatDollars(report.deliveryChargeCents)}</dd>
            <dt>Tax</dt>
            <dd data-figure="tax">{formatDollars(report.taxCents)}</dd>
          </StyledParts>
        </StyledFigure>
        <StyledFigure data-figure="average-ticket">
          <h2>Average ticket</h2>
          <StyledValue>{formatDollars(report.averageTicketCents)}</StyledValue>
        </StyledFigure>
        <StyledFigure data-figure="delivery">
          <h2>Delivery</h2>
          <StyledValue>{report.deliveryOrders}</StyledValue>
        </StyledFigure>
        <StyledFigure data-figure="pickup">
          <h2>Pickup</h2>
          <StyledValue>{report.pickupOrders}</StyledValue>
        </StyledFigure>
        <StyledFigure data-figure="togo">
          <h2>To-Go</h2>
          <StyledValue>{report.togoOrders}</StyledValue>
        </StyledFigure>
        {/* docs/decisions/0062-online-ordering.md: the ordering page's share, the rest over the counter. */}
        <StyledFigure data-figure="online">
          <h2>Online</h2>
          <StyledValue>{online?.orders ?? 0}</StyledValue>
          <StyledNote data-figure="online-revenue">
            {onlineNote(online?.orders ?? 0, online?.revenueCents ?? 0)}
          </StyledNote>
        </StyledFigure>
        {/* docs/product.md#revenue-cards: what voids took off the period's orders, counted apart. */}
        <StyledFigure data-figure="voids">
          <h2>Voids</h2>
          <StyledValue>{report.voidCount}</StyledValue>
          <StyledNote data-figure="void-amount">{voidsNote(report.voidCount, report.voidCents)}</StyledNote>
        </StyledFigure>
        {/* docs/product.md#discounts: what the period's discounts took off, counted apart. */}
        <StyledFigure data-figure="discounts">
          <h2>Discounts</h2>
          <StyledValue>{report.discountCount}</StyledValue>
          <StyledNote data-figure="discount-amount">
            {discountsNote(report.discountCount, report.discountCents)}
          </StyledNote>
        </StyledFigure>
        {/* docs/product.md#kitchen-display: first print to ready, on average and for nine orders in ten. */}
        <StyledFigure data-figure="kitchen">
          <h2>Kitchen time</h2>
          <StyledValue>
            {report.kitchenAverageSeconds === null ? '—' : kitchenMinutes(report.kitchenAverageSeconds)}
          </StyledValue>
          <StyledNote data-figure="kitchen-p90">
            {kitchenNote(report.kitchenOrders, report.kitchenP90Seconds)}
          </StyledNote>
        </StyledFigure>
      </StyledCards>
      {report.totalOrders === 0 && <StyledEmpty>No orders in this period.</StyledEmpty>}
      <StyledSection aria-labelledby="months-heading">
        <StyledMonthsHead>
          <h2 id="months-heading">Monthly Revenue Breakdown</h2>
          <SelectField
            label="Year"
            name="year"
            options={report.years.map((y) => ({ value: String(y), label: String(y) }))}
            value={String(year)}
            onChange={(event) => onYear(Number(event.target.value))}
          />
        </StyledMonthsHead>
        <StyledChart data-chart="months">
          <figcaption>Revenue by month, {year}</figcaption>
          {yearOrders > 0 ? (
            <div aria-hidden="true">
              <Suspense fallback={<LoadingState>Drawing the chart…</LoadingState>}>
                <RevenueChart months={report.months} />
              </Suspense>
            </div>
          ) : (
            <StyledEmpty>{year === thisYear ? 'No orders yet this year.' : `No orders in ${year}.`}</StyledEmpty>
          )}
        </StyledChart>
        {emptyMonths && <StyledEmptyMonths data-months="empty">{emptyMonths}</StyledEmptyMonths>}
        <StyledMonths aria-label={`Months of ${year}`}>
          {report.months.map((month) => (
            <StyledMonthCard key={month.month} data-empty={month.orders === 0 || undefined}>
              <h3>{monthLabel(month.month)}</h3>
              <StyledValue>{formatDollars(month.revenueCents)}</StyledValue>
              <span>{month.orders === 1 ? '1 order' : `${month.orders} orders`}</span>
            </StyledMonthCard>
          ))}
        </StyledMonths>
      </StyledSection>
    </>
  );
}
