import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { formatDollars, formatPriceTag } from '../../ui/format/money';
import { monthLabel } from './rules';

interface ChartProps {
  months: readonly { month: string; orders: number; revenueCents: number }[];
}

/**
 * The 'Monthly Revenue Breakdown' as bars (recharts, loaded with the revenue
 * route only). The cards beside it carry the same figures as text, so the
 * drawing itself is hidden from assistive technology.
 */
export default function RevenueChart({ months }: ChartProps) {
  const theme = useTheme();
  const data = months.map((month) => ({
    month: monthLabel(month.month, true),
    revenue: month.revenueCents / 100,
    orders: month.orders,
  }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={theme.colors.border} />
        <XAxis dataKey="month" tickLine={false} stroke={theme.colors.inkMuted} />
        <YAxis
          width={64}
          tickLine={false}
          stroke={theme.colors.inkMuted}
          tickFormatter={(value: number) => formatPriceTag(Math.round(value * 100))}
        />
        <Tooltip
          cursor={{ fill: theme.colors.primarySoft }}
          formatter={(value) => [formatDollars(Math.round(Number(value) * 100)), 'Revenue']}
        />
        <Bar dataKey="revenue" name="Revenue" fill={theme.colors.primary} radius={[6, 6, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
