import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { App } from './app/App';
import { keepOfflineShell } from './app/offlineShell';
import { forgetTerminalFactsWithTheSession } from './features/cashier/offline/terminalFacts';
import { sessionStore } from './features/session/sessionStore';
import { createApolloClient } from './graphql/client';
import { connection } from './graphql/connection';
import { GlobalStyle } from './theme/GlobalStyle';
import { ConnectionNotice } from './ui/layout/ConnectionNotice';
import { TERMINAL_PATHS } from './features/session/screens';
import { theme } from './theme/theme';
import { UpdateNotice } from './app/UpdateNotice';

const client = createApolloClient({
  getToken: sessionStore.getToken,
  connection,
  onTokenRejected: (token) => {
    // Only the session that sent the token ends; a newer one is left alone.
    if (sessionStore.getToken() !== token) return;
    sessionStore.end('expired');
    void client.clearStore();
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

keepOfflineShell();
forgetTerminalFactsWithTheSession();

createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <App />
          <ConnectionNotice connection={connection} terminalPaths={TERMINAL_PATHS} />
          <UpdateNotice />
        </BrowserRouter>
      </ThemeProvider>
    </ApolloProvider>
  </StrictMode>,
);
