import styled from 'styled-components';

const StyledMark = styled.svg`
  flex: none;

  .zest-logo-tile {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .zest-logo-z {
    stroke: ${({ theme }) => theme.colors.onPrimary};
  }
  .zest-logo-leaf {
    fill: ${({ theme }) => theme.colors.highlight};
  }
`;

/** The Zest POS mark: a paprika tile with a Z and a saffron leaf. */
export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <StyledMark width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect className="zest-logo-tile" width="64" height="64" rx="16" />
      <path
        className="zest-logo-z"
        d="M19 20h26L20 44h25"
        fill="none"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path className="zest-logo-leaf" d="M44 8c7 0 12 4 12 11-7 1-12-3-12-11Z" />
    </StyledMark>
  );
}
