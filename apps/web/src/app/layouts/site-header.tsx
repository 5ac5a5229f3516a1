import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { APP_CONFIG } from '../../lib/app-config';
import { AccountMenu } from './account-menu';
import { LanguageSwitcher } from './language-switcher';
import { ThemeToggle } from './theme-toggle';

type SiteHeaderProps = {
  homePath: string;
  /** The space name shown next to the brand (patient, doctor, admin). */
  spaceLabel?: string;
  /** The collapsible navigation this header opens on small screens. */
  menu: { id: string; open: boolean; onToggle: () => void };
  /** Shown after the brand: inline links (public pages), the doctor session (doctor space). */
  children?: ReactNode;
};

export function SiteHeader({ homePath, spaceLabel, menu, children }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-expanded={menu.open}
          aria-controls={menu.id}
          aria-label={menu.open ? t('common.closeMenu') : t('common.openMenu')}
          onClick={menu.onToggle}
        >
          {menu.open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
        <Link
          to={homePath}
          className="flex min-h-11 min-w-0 items-center gap-2 rounded-md font-semibold"
          aria-label={t('app.homeLink')}
        >
          <img src="/favicon.svg" alt="" className="hidden size-7 shrink-0 sm:block" />
          <span className="truncate text-primary">{APP_CONFIG.brandName}</span>
        </Link>
        {spaceLabel && (
          <span className="hidden rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground md:inline">
            {spaceLabel}
          </span>
        )}
        {children}
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
