/**
 * `@theme/Tabs` and `@theme/TabItem`: an accessible tab set, rendered on the server. The selected tab syncs across tab
 * sets of the same `groupId` and is remembered; the runtime does that with delegated listeners, without React.
 */
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

export interface TabItemProps {
  value?: string;
  label?: string;
  default?: boolean;
  className?: string;
  children?: ReactNode;
}

export interface TabsProps {
  groupId?: string;
  defaultValue?: string;
  /** Docusaurus's older way to label tabs: `[{ label, value }]`. */
  values?: Array<{ label?: string; value: string }>;
  className?: string;
  children?: ReactNode;
}

/** A TabItem outside Tabs shows its content. */
export function TabItem({ children, className }: TabItemProps): ReactElement {
  return <div className={['tabs__panel', className].filter(Boolean).join(' ')}>{children}</div>;
}

export function Tabs({ groupId, defaultValue, values, className, children }: TabsProps): ReactElement {
  const id = `tabs-${useId().replace(/[^\w-]/g, '')}`;
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && c.type === TabItem);
  const valueOf = (item: ReactElement<TabItemProps>, i: number) => item.props.value ?? String(i);
  const labelOf = (item: ReactElement<TabItemProps>, i: number) =>
    values?.find((v) => v.value === valueOf(item, i))?.label ?? item.props.label ?? valueOf(item, i);
  const byDefault = items.findIndex((item, i) => (defaultValue !== undefined ? valueOf(item, i) === defaultValue : item.props.default === true));
  const chosen = Math.max(0, byDefault);
  return (
    <div className={['tabs', className].filter(Boolean).join(' ')} data-group-id={groupId}>
      <div role="tablist" className="tabs__list">
        {items.map((item, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            className="tabs__tab"
            aria-selected={i === chosen ? 'true' : 'false'}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === chosen ? 0 : -1}
            data-value={valueOf(item, i)}
          >
            {labelOf(item, i)}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          className={['tabs__panel', item.props.className].filter(Boolean).join(' ')}
          aria-labelledby={`${id}-tab-${i}`}
          data-value={valueOf(item, i)}
          hidden={i !== chosen}
        >
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
