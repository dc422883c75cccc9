import { css } from 'styled-components';

/** Read by screen readers, not drawn: a heading or label the layout already makes plain to the eye. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
