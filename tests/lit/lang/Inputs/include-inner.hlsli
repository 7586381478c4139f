float bad() { return undefined_thing; }
