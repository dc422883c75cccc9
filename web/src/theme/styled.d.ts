import 'styled-components';
import type { ZestTheme } from './theme';

declare module 'styled-components' {
  // Merging the theme's own type into DefaultTheme types every `theme` prop.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ZestTheme {}
}
