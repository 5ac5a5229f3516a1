import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';
import './lib/i18n';
import { startThemeSync } from './lib/theme';

// Before the first render, so that a dark-mode visitor never sees a light flash.
startThemeSync();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
