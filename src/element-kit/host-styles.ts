import type { ElementRegistration } from './define-element';
import { nestingSheets } from './nesting-sheets';
import { SETTLED_STATE, reservedRoomCss, reservesRoom } from './reserved-room';

/** The sheets adopted into the shadow root when the element is created. */
export function hostStyles({ definition, declaration }: ElementRegistration): string[] {
  return [
    ...nestingSheets(definition),
    ...(declaration.styles ?? []),
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
