/** The site mark: the character 字 in a seal-red square (also the favicon). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <text x="32" y="46" textAnchor="middle" fontSize="40" fontWeight="700" fill="#fff" fontFamily="'Noto Serif CJK SC','Source Han Serif SC',serif">
        字
      </text>
    </svg>
  );
}
