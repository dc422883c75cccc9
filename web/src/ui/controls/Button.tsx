import styled, { css } from 'styled-components';
import { space } from '../../theme/theme';

/** onNight: the main action on a dark bar; quietOnNight: a minor one beside it (Clear), plain text. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onNight' | 'quietOnNight';
export type ButtonSize = 'medium' | 'large';

export interface ButtonLook {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

/** A button's look, for a link that looks like one too (ButtonLink.tsx: the router's, kept out of this file). */
export const buttonLook = css<ButtonLook>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'large' ? '52px' : '44px')};
  padding: ${({ $size }) => ($size === 'large' ? space(0, 7) : space(0, 5))};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid transparent;
  font-weight: 650;
  font-size: ${({ $size }) => ($size === 'large' ? '1.05rem' : '0.98rem')};
  line-height: 1.1;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease,
    transform 0.1s ease;

  &:active:not(:disabled) {
    transform: translateY(1px);
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.62;
  }

  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
            color: ${theme.colors.onPrimary};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.primary};
          border-color: ${theme.colors.primary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primarySoft};
            color: ${theme.colors.primaryHover};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.ink};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) {
            background: ${theme.colors.surfaceSunken};
            color: ${theme.colors.ink};
          }
        `;
      case 'onNight':
        return css`
          background: ${theme.colors.highlight};
          color: ${theme.colors.ink};
          &:hover:not(:disabled) {
            background: ${theme.colors.highlightSoft};
            color: ${theme.colors.ink};
          }
        `;
      case 'quietOnNight':
        return css`
          background: transparent;
          color: ${theme.colors.onNight};
          font-weight: 600;
          text-decoration: underline;
          text-underline-offset: 3px;
          &:hover:not(:disabled) {
            color: ${theme.colors.onNight};
            border-color: ${theme.colors.nightMuted};
          }
        `;
    }
  }}
`;

export const StyledButton = styled.button.attrs<ButtonLook>((props) => ({ type: props.type ?? 'button' }))<ButtonLook>`
  ${buttonLook}
`;

/** A round, borderless button around one icon, a finger's 44 px (a dialog's close, a receipt line's delete). */
export const iconButtonLook = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
`;

/** A card that is one button (an order to bring back or to pick): the card's ink and shadow, a tap, its border lit on hover. */
export const cardButtonLook = css`
  display: grid;
  gap: ${space(1)};
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.large};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;
  touch-action: manipulation;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
