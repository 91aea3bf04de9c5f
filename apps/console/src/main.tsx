import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { initAuth, isAuthenticated } from './lib/auth.ts';
import { startFlags } from './lib/flags.ts';
import { initI18n } from './lib/i18n.ts';
import { getCurrentEngine, refreshProfile } from './lib/session.ts';
import { forceDesktopViewport } from './lib/viewport.ts';
import './index.css';

/**
 * Start-up (spec 1 §2, spec 2 §2): force the viewport on small devices, complete a sign-in return
 * and strip its parameters, load the profile (a failure is ignored), fetch the flags, then mount.
 */
async function start(): Promise<void> {
  initI18n();
  const smallDevice = forceDesktopViewport();
  try {
    await initAuth();
  } catch (error) {
    console.warn('Sign-in state could not be read', error);
  }
  if (isAuthenticated()) {
    try {
      await refreshProfile();
    } catch (error) {
      console.warn('Profile not loaded', error);
    }
  }
  await startFlags(getCurrentEngine()?.uuid);

  const root = document.getElementById('root');
  if (!root) throw new Error('console: #root element missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProvider smallDevice={smallDevice}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
