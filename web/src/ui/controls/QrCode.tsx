import { encode } from 'uqr';

/** An address as a QR code, drawn here (no service, nothing from elsewhere): dark modules as one path, drawn crisp at any size. */
export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  const d = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x},${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${data.length} ${data.length}`}
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
