// What a stylesheet import is in jest (jest.config.ts maps every .css to this module).
export {};
