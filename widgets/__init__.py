"""The Jupyter layer: thin views that read state and turn clicks into events."""
