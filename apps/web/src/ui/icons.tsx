import type { ReactNode } from 'react';

// Small drawn icons: emoji fonts are missing on many school computers, SVG always renders the same.
// Every icon is decorative (aria-hidden); the text next to it carries the meaning.

interface IconProps {
  size?: number;
}

function Svg({ size = 28, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function TeacherIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M7 20l3-4M17 20l-3-4M7 8h6M7 11h4" />
    </Svg>
  );
}

export function SchoolIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 21h18M5 21V10l7-5 7 5v11M10 21v-5h4v5" />
      <circle cx="12" cy="10.5" r="1.5" />
    </Svg>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 11l8-7 8 7M6 9.5V20h12V9.5" />
      <path d="M12 17.5s-3-1.8-3-3.8a1.6 1.6 0 013-.8 1.6 1.6 0 013 .8c0 2-3 3.8-3 3.8z" />
    </Svg>
  );
}

export function BookIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5zM12 6.5v13" />
    </Svg>
  );
}

export function FeatherIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M20 4c-7 0-12 5-12 12v4M8 16c5 0 9-3 10-8M4 20l4-4" />
    </Svg>
  );
}
