import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app/app';

// The Content-Security-Policy forbids eval. Zod's schemas would probe for it with `new Function`,
// which the browser reports as a policy violation even though zod catches the refusal.
zodConfig({ jitless: true });

const container = document.getElementById('root');
if (container === null) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
