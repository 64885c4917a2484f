"""The MCP front end: `memstore mcp`, the store's tools and resources for an agent."""
