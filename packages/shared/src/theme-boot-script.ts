import { UI } from './constants';

/**
 * The one inline script of the page, in `<head>` before any content: it puts the `dark` class on `<html>` from
 * the stored preference (or the system's) so that a pre-rendered page never flashes light for a dark-mode
 * visitor. The server allows exactly this script in its CSP by hash (`THEME_BOOT_SCRIPT_HASH`).
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem('${UI.themeStorageKey}'),d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light'}catch(e){}`;
