import type { ElementRegistration } from './define-element';
import type { RuntimeDefinition } from './element-definition';
import { nestingSheets } from './nesting-sheets';
import {
  SETTLED_STATE,
  keptRoomDeclarations,
  reservedRoomCss,
  reservesRoom,
} from './reserved-room';

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

/** The sheets adopted into the shadow root when the element is created. */
export function hostStyles({ definition, declaration }: ElementRegistration): string[] {
  return [
    ...nestingSheets(definition),
    ...(declaration.styles ?? []),
    ...keptRoomSheets(definition),
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
