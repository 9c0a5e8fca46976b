import { ValidationTypes, getMetadataStorage, type ValidationArguments } from 'class-validator';

/** Whether a response object passes its DTO's decorators. */
export type DtoCheck = (body: Record<string, unknown>) => boolean;

interface Constraint {
  validate(value: unknown, args: ValidationArguments): unknown;
}

interface Rule {
  /**
   * The arguments handed to the validators, filled in with the object and the value for each call: the validators
   * are synchronous and keep nothing, and a large form is checked tens of thousands of times on a cold page, where
   * every allocation counts.
   */
  args: ValidationArguments;
  each: boolean;
  validateIf?: (object: object, value: unknown) => boolean;
  validators: readonly Constraint[];
}

interface PropertyPlan {
  name: string;
  conditions: ReadonlyArray<(object: object, value: unknown) => boolean>;
  rules: readonly Rule[];
}

const PLANNED = new Set<string>([
  ValidationTypes.CUSTOM_VALIDATION,
  ValidationTypes.CONDITIONAL_VALIDATION,
  ValidationTypes.IS_DEFINED,
  ValidationTypes.WHITELIST,
]);

const isCollection = (value: unknown): value is unknown[] | Set<unknown> | Map<unknown, unknown> =>
  Array.isArray(value) || value instanceof Set || value instanceof Map;

/**
 * A DTO's class-validator decorators, compiled once into a plan that runs the library's own validators on a
 * response body, with the semantics of `validateSync(dto, { forbidUnknownValues: false })` (its
 * ValidationExecutor: conditions such as IsOptional first, then IsDefined, then every validator, `each` over
 * arrays, sets and maps). What it leaves out is the per-object work validateSync repeats for every field of a
 * large form: looking up the class's metadata among all registered ones, building a DTO instance and an error
 * object per property. A decorator the plan cannot run (asynchronous or nested validation) is refused when the
 * plan is made, never skipped. dto-check.test.ts compares the two on generated bodies.
 */
export function compileDtoCheck(Dto: new () => object): DtoCheck {
  const storage = getMetadataStorage();
  const grouped = storage.groupByPropertyName(
    storage.getTargetValidationMetadatas(Dto, '', false, false, undefined),
  );
  const properties: PropertyPlan[] = Object.entries(grouped).map(([name, metadatas]) => {
    const unplanned = metadatas.find((m) => !PLANNED.has(m.type));
    if (unplanned)
      throw new Error(`${Dto.name}.${name}: compileDtoCheck cannot run ${unplanned.type} validation`);
    const rulesOf = (type: string): Rule[] =>
      metadatas
        .filter((m) => m.type === type)
        .map((m) => {
          const validators = storage.getTargetValidatorConstraints(m.constraintCls);
          if (validators.some((v) => v.async))
            throw new Error(`${Dto.name}.${name}: compileDtoCheck cannot run an asynchronous validator`);
          return {
            args: {
              targetName: Dto.name,
              property: name,
              object: {},
              value: undefined,
              constraints: m.constraints,
            },
            each: m.each,
            validateIf: m.validateIf,
            validators: validators.map((v) => v.instance as Constraint),
          };
        });
    return {
      name,
      conditions: metadatas
        .filter((m) => m.type === ValidationTypes.CONDITIONAL_VALIDATION)
        .map((m) => m.constraints[0]),
      // validateSync runs IsDefined before the others; the order only matters for which failure is found first.
      rules: [...rulesOf(ValidationTypes.IS_DEFINED), ...rulesOf(ValidationTypes.CUSTOM_VALIDATION)],
    };
  });
  // Property initialisers of the DTO give missing properties their defaults, as `Object.assign(new Dto(), body)` does.
  const withDefaults = Object.keys(new Dto()).length > 0;
  const passes = (rule: Rule, object: object, value: unknown): boolean => {
    if (rule.validateIf && !rule.validateIf(object, value)) return true;
    const { args } = rule;
    args.object = object;
    args.value = value;
    const each = rule.each && isCollection(value);
    for (const validator of rule.validators) {
      if (!each) {
        if (!validator.validate(value, args)) return false;
      } else {
        for (const item of value instanceof Map ? value.values() : value)
          if (!validator.validate(item, args)) return false;
      }
    }
    return true;
  };
  return (body) => {
    const object: Record<string, unknown> = withDefaults ? Object.assign(new Dto(), body) : body;
    for (const { name, conditions, rules } of properties) {
      const value = object[name];
      let applies = true;
      for (const condition of conditions) if (!condition(object, value)) applies = false;
      if (!applies) continue;
      for (const rule of rules) if (!passes(rule, object, value)) return false;
    }
    return true;
  };
}
