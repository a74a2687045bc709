"""Distribution version and the contract version that every output declares."""

__version__ = "0.1.0"

#: The version of the public data contracts. Every ``AgentOutput`` carries it in its metadata.
CONTRACT_VERSION = "1.0"
