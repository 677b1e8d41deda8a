import type { ElementRegistration } from '../host/define-element';
import type { RuntimeDefinition } from '../definition/runtime-definition';
import { nestingSheets } from './nesting-sheets';
import {
  SETTLED_STATE,
  keptRoomDeclarations,
  reservedRoomCss,
  reservesRoom,
} from '../room/reserved-room';

/**
 * The room a settled element keeps in its `roomKeptBy` part, from its reservation's heights: in
 * the browser's sheets and in the server's alike, so server HTML and hydration agree.
 */
export function keptRoomSheets({ roomKeptBy, reservedHeight }: RuntimeDefinition): string[] {
  if (!roomKeptBy) return [];
  return [
    reservedRoomCss(
      (condition) => `${condition ? `:host(${condition})` : ':host'} ${roomKeptBy}`,
      reservedHeight,
      undefined,
      keptRoomDeclarations,
    ),
  ];
}

/**
 * The element's own sheets, in the browser's shadow root and in the server's alike (beside the
 * sheets every host has, `HOST_SHEETS`): the tokens handed on to the elements it holds, its
 * declaration's styles and the room it keeps once settled.
 */
export function elementSheets({ definition, declaration }: ElementRegistration): string[] {
  return [
    ...nestingSheets(definition),
    ...(declaration.styles ?? []),
    ...keptRoomSheets(definition),
  ];
}

/**
 * The sheets adopted into the shadow root when the element is created: its own, and the room it
 * holds until it has settled, which server HTML needs not (it is settled from the start).
 */
export function hostStyles(registration: ElementRegistration): string[] {
  const { definition } = registration;
  return [
    ...elementSheets(registration),
    ...(reservesRoom(definition.reservedHeight)
      ? [
          reservedRoomCss(
            (condition) => `:host(${condition}:not(:state(${SETTLED_STATE})))`,
            definition.reservedHeight,
          ),
        ]
      : []),
  ];
}
