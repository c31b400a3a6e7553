/**
 * The names an object answers to as its class builds it: the fields its constructor set and the members of its
 * class chain (`Object.prototype`'s aside). Read from an object the class made, so the list follows the class.
 */
export function memberNames(made: object): ReadonlySet<string> {
  const names = new Set(Object.keys(made))
  for (
    let proto: object | null = Object.getPrototypeOf(made) as object | null;
    proto !== null && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto) as object | null
  ) {
    for (const name of Object.getOwnPropertyNames(proto)) if (name !== 'constructor') names.add(name)
  }
  return names
}
