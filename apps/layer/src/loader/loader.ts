// layer.js: what a shop loads first. Small on purpose: it reads the script tag, fetches the layer
// config, binds the trigger(s), tracks the page view and loads the React app on first use or idle.
import { boot } from './boot.ts';

void boot(document.currentScript);
