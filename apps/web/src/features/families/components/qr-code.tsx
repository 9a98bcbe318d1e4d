import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

interface QrCodeProps {
  /** What the code says (an address). */
  text: string;
  /** What a screen reader says instead of the drawing. */
  label: string;
  size?: number;
}

/** A QR code drawn as inline SVG; only the print pages load this module (and the QR library with it). */
export function QrCode({ text, label, size = 160 }: QrCodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((markup) => current && setSvg(markup))
      .catch(() => current && setSvg(null));
    return () => {
      current = false;
    };
  }, [text]);
  return (
    <div
      className="qr-code"
      role="img"
      aria-label={label}
      style={{ width: size, height: size }}
      // The library's own SVG markup, from our text only.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG generated locally by the QR library
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
