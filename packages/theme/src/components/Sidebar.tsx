/** The docs sidebar: links and collapsible categories; the current page and its categories are marked open. */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { SidebarCategory, SidebarItem } from '@docgen/core';
import { animateCollapse } from '../client/collapse.js';
import { ChevronIcon, ExternalIcon } from './icons.js';
import { useTranslator } from '../i18n/context.js';

export function containsPath(item: SidebarItem, path: string): boolean {
  if (item.href === path) return true;
  return item.type === 'category' && item.items.some((child) => containsPath(child, path));
}

function Category({ item, path, level }: { item: SidebarCategory; path: string; level: number }): ReactElement {
  const { t } = useTranslator();
  const active = containsPath(item, path);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !active);
  // The list's `hidden` attribute is React's only at first render; later changes are animated by hand.
  const [initiallyCollapsed] = useState(collapsed);
  const list = useRef<HTMLUListElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (list.current) animateCollapse(list.current, collapsed);
  }, [collapsed]);
  // Following a link into a closed category opens it.
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active, path]);
  const toggle = () => setCollapsed((c) => !c);
  const label = item.href ? (
    <a
      className={`menu__link menu__link--category${item.href === path ? ' menu__link--active' : ''}`}
      href={item.href}
      aria-current={item.href === path ? 'page' : undefined}
    >
      {item.label}
    </a>
  ) : (
    <button type="button" className="menu__link menu__link--category" onClick={item.collapsible ? toggle : undefined} aria-expanded={!collapsed}>
      {item.label}
    </button>
  );
  return (
    <li
      className={`menu__item menu__item--category${collapsed ? ' menu__item--collapsed' : ''}${active ? ' menu__item--active' : ''} ${item.className ?? ''}`.trim()}
      data-level={level}
    >
      <div className="menu__category">
        {label}
        {item.collapsible && (
          <button
            type="button"
            className="menu__caret"
            aria-label={t(collapsed ? 'theme.DocSidebarItem.expandCategoryAriaLabel' : 'theme.DocSidebarItem.collapseCategoryAriaLabel', { label: item.label })}
            aria-expanded={!collapsed}
            onClick={toggle}
          >
            <ChevronIcon />
          </button>
        )}
      </div>
      <ul className="menu__list" hidden={initiallyCollapsed} ref={list}>
        {item.items.map((child, i) => (
          <SidebarEntry key={i} item={child} path={path} level={level + 1} />
        ))}
      </ul>
    </li>
  );
}

export function SidebarEntry({ item, path, level }: { item: SidebarItem; path: string; level: number }): ReactElement {
  if (item.type === 'category') return <Category item={item} path={path} level={level} />;
  const active = item.href === path;
  return (
    <li className={`menu__item ${item.className ?? ''}`.trim()} data-level={level}>
      <a
        className={`menu__link${active ? ' menu__link--active' : ''}`}
        href={item.href}
        aria-current={active ? 'page' : undefined}
        {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
        {item.external && <ExternalIcon />}
      </a>
    </li>
  );
}

export function SidebarMenu({ items, path }: { items: SidebarItem[]; path: string }): ReactElement {
  return (
    <ul className="menu__list">
      {items.map((item, i) => (
        <SidebarEntry key={i} item={item} path={path} level={1} />
      ))}
    </ul>
  );
}

export function Sidebar({
  items,
  path,
  hideable,
  hidden,
  onToggleHidden,
}: {
  items: SidebarItem[];
  path: string;
  hideable: boolean;
  hidden: boolean;
  onToggleHidden: () => void;
}): ReactElement {
  const { t } = useTranslator();
  const toggleLabel = t(hidden ? 'theme.docs.sidebar.expandButtonTitle' : 'theme.docs.sidebar.collapseButtonTitle');
  return (
    // One landmark, the nav: an <aside> around it would be a second one for the same thing.
    <div className="sidebar">
      <nav className="sidebar__nav" aria-label={t('theme.docs.sidebar.navAriaLabel')}>
        <SidebarMenu items={items} path={path} />
      </nav>
      {hideable && (
        <button type="button" className="sidebar__collapse" title={toggleLabel} aria-label={toggleLabel} aria-expanded={!hidden} onClick={onToggleHidden}>
          <ChevronIcon className="sidebar__collapse-icon" />
        </button>
      )}
    </div>
  );
}
