import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { OrderPages } from './OrderPages';

/**
 * The restaurant's own ordering page, on its own (docs/decisions/0063-the-ordering-page-loads-light.md): a
 * stranger's phone loads this and what it imports, not the app's shell, router or GraphQL client; the
 * page reads and writes through the gateway's REST paths for it.
 */
const root = document.getElementById('root');
if (!root) throw new Error('order.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <OrderPages />
    </ThemeProvider>
  </StrictMode>,
);
