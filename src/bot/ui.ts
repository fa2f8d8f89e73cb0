/** Component specs (src/app/components.ts) → Discord API action rows. */
import { ButtonStyle, ComponentType, type APIActionRowComponent, type APIComponentInMessageActionRow } from 'discord.js';
import type { ButtonSpec, RowSpec } from '../app/components.ts';

const STYLE: Record<ButtonSpec['style'], ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger> = {
  primary: ButtonStyle.Primary, secondary: ButtonStyle.Secondary, success: ButtonStyle.Success, danger: ButtonStyle.Danger,
};

export function toApiRows(rows: RowSpec[]): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  return rows.map((r) => ({
    type: ComponentType.ActionRow,
    components: r.type === 'buttons'
      ? r.buttons.map((b) => ({ type: ComponentType.Button, style: STYLE[b.style], custom_id: b.customId, label: b.label, ...(b.disabled ? { disabled: true } : {}) }))
      : [{ type: ComponentType.StringSelect, custom_id: r.select.customId, placeholder: r.select.placeholder, min_values: 1, max_values: 1, options: r.select.options }],
  }));
}
