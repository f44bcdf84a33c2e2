tek-reveal-bid = Sealed war value, not yet revealed: { $bid }
tek-reveal-pending = Sealed choice, not yet revealed: { $choice }
