/**
 * Hands the islands this script's React (`SHARED_MODULES` of @docgen/core/browser): an island renders inside the
 * page's tree, so it must use the same React, and it is bundled without one of its own.
 */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { SHARED_MODULES_GLOBAL, type SHARED_MODULES } from '@docgen/core/browser';

const modules: Record<(typeof SHARED_MODULES)[number], unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
};

export function shareModules(): void {
  (globalThis as Record<string, unknown>)[SHARED_MODULES_GLOBAL] = modules;
}
