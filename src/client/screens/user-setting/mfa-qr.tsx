import { create } from 'qrcode';

/**
 * The otpauth URI as a QR code, drawn here as SVG from the code's modules: nothing leaves the
 * browser, and no data: URL or inline markup is needed under the page's CSP. Loaded with user
 * settings' MFA step only, so the QR encoder weighs on no other screen.
 */
export default function MfaQr({ value, label }: { value: string; label: string }) {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (modules.get(y, x)) path += `M${x + 4} ${y + 4}h1v1h-1z`;
  }
  const box = size + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      width={192}
      height={192}
      shapeRendering="crispEdges"
      className="rounded-md"
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
