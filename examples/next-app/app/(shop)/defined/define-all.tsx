'use client';
import { defineAllElements } from 'shop-elements';

// An app that also defines every element itself, as soon as its browser code runs (before
// React hydrates the page): nothing changes, the components define them anyway.
if (typeof window !== 'undefined') defineAllElements();

export function DefineAll() {
  return null;
}
