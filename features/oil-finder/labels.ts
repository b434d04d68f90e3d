/**
 * A vehicle's name for people: make, model and type, without saying the
 * model twice when the type's name already starts with it ("VW" + "Golf VIII"
 * + "Golf VIII 2.0 TDI" → "VW Golf VIII 2.0 TDI").
 */
export function vehicleLabel(make: string, model: string, type: string): string {
  const rest = type.toLowerCase().startsWith(model.toLowerCase()) ? type : `${model} ${type}`
  return `${make} ${rest}`.replace(/\s+/g, ' ').trim()
}
