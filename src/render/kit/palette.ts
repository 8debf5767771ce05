/**
 * High-contrast colours for a dark table. Card inks follow the Okabe-Ito set, chosen to stay apart for the
 * common colour-vision deficiencies; every card kind also has its own icon shape.
 */
export const palette = {
  table: "#0d141d",
  panel: "#1b2633",
  panelEdge: "#3a4d63",
  highlight: "#ffc629",
  onHighlight: "#1a1300",
  text: "#ffffff",
  muted: "#b9c6d3",
  faint: "#5d6f84",
  success: "#3ddc97",
  danger: "#ff6f61",
  cardFace: "#fdfcf7",
  cardInk: "#10161f",
  cardBack: "#2b3f8f",
  cardBackPattern: "#4a62c4",
  cardBackEdge: "#e8ecff",
} as const;

export const inks = {
  blue: "#0072b2",
  vermillion: "#d55e00",
  green: "#009e73",
  black: "#1d232b",
  red: "#d2232a",
} as const;
