/** The docs sidebar: links and collapsible categories; the current page and its categories are marked open. */
import { useState, type ReactElement } from 'react';
import type { SidebarCategory, SidebarItem } from '@docgen/core';
import { ChevronIcon, ExternalIcon } from './icons.js';

export function containsPath(item: SidebarItem, path: string): boolean {
  if (item.href === path) return true;
  return item.type === 'category' && item.items.some((child) => containsPath(child, path));
}

function Category({ item, path, level }: { item: SidebarCategory; path: string; level: number }): ReactElement {
  const active = containsPath(item, path);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !active);
  const toggle = () => setCollapsed((c) => !c);
  const label = item.href ? (
    <a className={`menu__link menu__link--category${item.href === path ? ' menu__link--active' : ''}`} href={item.href} aria-current={item.href === path ? 'page' : undefined}>
      {item.label}
    </a>
  ) : (
    <button type="button" className="menu__link menu__link--category" onClick={item.collapsible ? toggle : undefined} aria-expanded={!collapsed}>
      {item.label}
    </button>
  );
  return (
    <li className={`menu__item menu__item--category${collapsed ? ' menu__item--collapsed' : ''}${active ? ' menu__item--active' : ''} ${item.className ?? ''}`.trim()} data-level={level}>
      <div className="menu__category">
        {label}
        {item.collapsible && (
          <button type="button" className="menu__caret" aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`} aria-expanded={!collapsed} onClick={toggle}>
            <ChevronIcon />
          </button>
        )}
      </div>
      <ul className="menu__list" hidden={collapsed}>
        {item.items.map((child, i) => (
          <Item key={i} item={child} path={path} level={level + 1} />
        ))}
      </ul>
    </li>
  );
}

function Item({ item, path, level }: { item: SidebarItem; path: string; level: number }): ReactElement {
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

export function Sidebar({ items, path, hideable }: { items: SidebarItem[]; path: string; hideable: boolean }): ReactElement {
  return (
    <aside className="sidebar" aria-label="Docs sidebar">
      <nav className="sidebar__nav" aria-label="Docs pages">
        <ul className="menu__list">
          {items.map((item, i) => (
            <Item key={i} item={item} path={path} level={1} />
          ))}
        </ul>
      </nav>
      {hideable && (
        <button type="button" className="sidebar__collapse" title="Collapse sidebar" aria-label="Collapse sidebar">
          <ChevronIcon className="sidebar__collapse-icon" />
        </button>
      )}
    </aside>
  );
}
