import type { BusinessDayCardFragment } from '../../graphql/generated/graphql';
import { formatDayTime, formatTime } from '../../ui/format/dates';
import { ReportPaper, ReportSection } from './ReportPaper';
import { CardReconciliationNote } from './CardReconciliationNote';
import { CorrectionList, ReconciliationNote } from './ZReportParts';
import {
  afterPrintRows,
  cashMoveRows,
  correctionLines,
  dayLabel,
  channelRows,
  drawerRows,
  noDrawerRows,
  cashRows,
  driverRows,
  lateChangeRows,
  offlineLateLine,
  reconciliationOf,
  refundRows,
  salesRows,
  takenOffRows,
  tenderRows,
  tipRows,
} from './zReport';

/**
 * A business day's Z report (docs/product.md#close-the-day), on the screen
 * and on the 350 px paper alike: whether the day reconciles (at the top),
 * whether its card payments match Stripe (docs/decisions/0082), sales by type and what changed after the print, the money each tender took,
 * what voids and discounts took off, refunds and tender corrections, drops
 * and paid-outs, the cash drawers, the drivers, offline papers and late
 * changes to days already closed (docs/decisions/0071-one-ledger.md).
 */
export function ZReportView({ day, print = false }: { day: BusinessDayCardFragment; print?: boolean }) {
  const z = day.z;
  const zone = z.restaurant.timeZone;
  const when = day.closed
    ? `Closed ${formatDayTime(day.closedAt, zone)}${day.closedBy ? ` by ${day.closedBy}` : ''}`
    : 'Preview: the day is not closed yet';
  return (
    <ReportPaper
      title={`Z report · ${dayLabel(z.day)}`}
      subtitle={
        <>
          {z.restaurant.name}
          <br />
          {when}
        </>
      }
      print={print}
      headingLevel={print ? 2 : 3}
    >
      <ReconciliationNote verdict={reconciliationOf(z)} print={print} />
      <CardReconciliationNote
        restaurantId={day.restaurantId}
        day={day.day}
        check={day.cardReconciliation}
        timeZone={zone}
        print={print}
      />
      <ReportSection title="Sales" rows={salesRows(z)} />
      <ReportSection title="After the print" rows={afterPrintRows(z)} />
      {channelRows(z).length > 0 && <ReportSection title="Taken" rows={channelRows(z)} />}
      <ReportSection title="Money taken" rows={tenderRows(z)}>
        {z.byTender.length === 0 && <p>No sales.</p>}
      </ReportSection>
      {tipRows(z).length > 0 && <ReportSection title="Tips" rows={tipRows(z)} />}
      <ReportSection title="Taken off" rows={takenOffRows(z)} />
      <ReportSection title="Refunds and tender corrections" rows={refundRows(z)}>
        <CorrectionList lines={correctionLines(z, zone, formatTime)} />
      </ReportSection>
      <ReportSection title="Drops, paid-outs and paid-ins" rows={cashMoveRows(z)} />
      {cashRows(z) && <ReportSection title="Where the cash is" rows={cashRows(z)!} />}
      <ReportSection title="Cash drawers">{z.drawers.length === 0 && <p>No cash drawer was opened.</p>}</ReportSection>
      {z.drawers.map((drawer) => (
        <ReportSection
          key={drawer.id}
          title={`Drawer ${drawer.terminalTag ? `· tablet ${drawer.terminalTag}` : ''} · ${drawer.openedBy}${
            drawer.closedBy && drawer.closedBy !== drawer.openedBy ? ` → ${drawer.closedBy}` : ''
          }`}
          rows={drawerRows(drawer)}
        />
      ))}
      {z.cashOnNoDrawer.count > 0 && <ReportSection title="Cash in no drawer" rows={noDrawerRows(z)} />}
      <ReportSection title="Drivers" rows={driverRows(z)} />
      <ReportSection title="Offline papers">
        {z.offlineLate.length === 0 && z.offlineMissing.length === 0 && <p>None late, none missing.</p>}
        {z.offlineLate.map((paper) => (
          <p key={paper.offlineNumber}>{offlineLateLine(paper, zone, formatDayTime)}</p>
        ))}
        {z.offlineMissing.length > 0 && (
          <p data-offline="missing">
            <strong>Never arrived: {z.offlineMissing.join(', ')}</strong>
          </p>
        )}
      </ReportSection>
      {z.lateChanges.length > 0 && <ReportSection title="Changes to days already closed" rows={lateChangeRows(z)} />}
    </ReportPaper>
  );
}
