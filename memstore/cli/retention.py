"""Commands: see the module docstring once filled in."""
