import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';
import { i18nReady } from './lib/i18n';
import { startThemeSync } from './lib/theme';

// Before the first render, so that a dark-mode visitor never sees a light flash.
startThemeSync();

// A visitor in another language than French waits for that language's chunk, so no French text flashes.
void i18nReady.finally(() => {
  const container = document.getElementById('root');
  if (container) {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
});
